// Local backend cold and warm start-up times (goal: cold start within 3 s).
import '../bench-stack.mjs';
