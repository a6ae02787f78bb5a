/** "1 student", "27 students". */
export function studentsText(count: number): string {
  return count === 1 ? '1 student' : `${count} students`;
}
