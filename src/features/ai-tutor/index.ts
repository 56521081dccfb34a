// The AI tutor feature's public surface for other features: the maintenance switch (the founder's AI page). Light on
// purpose: plain fetch, no supabase-js (the footer reads the same switch on every page).
export { MAINTENANCE_KEY, parseFlag, setMaintenance } from './maintenance-flag';
