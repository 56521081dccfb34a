export { LearningToastProvider, useLearningToast } from './LearningToastProvider';
export { LEARNING_TOAST_DURATION, MAX_LEARNING_TOASTS, createLearningToastQueue } from './learning-toast-queue';
