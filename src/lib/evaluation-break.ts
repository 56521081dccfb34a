// Imported by the entry between React and the app. The bundle evaluates its modules in import order and this
// top-level await ends the task there: React's modules and the app's evaluate in two tasks instead of one (about
// 9 ms on a fast machine, 90 ms on a low-end phone, where every task over 50 ms holds up a tap).
import { yieldToMain } from './yield-to-main';

await yieldToMain();
