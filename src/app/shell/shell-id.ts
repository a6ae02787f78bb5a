export const SHELL_ROUTE_ID = 'shell';
