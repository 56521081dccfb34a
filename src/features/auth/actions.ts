// The app's auth actions, bound to the shared supabase-js client.
import { getSupabase } from '../../data/supabase';
import { createAuthActions } from './auth-actions';

export const authActions = createAuthActions(getSupabase);
