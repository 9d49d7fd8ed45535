import { useDispatch, useSelector } from 'react-redux';
import type { OfficeDispatch, OfficeState } from './store';

export const useOfficeDispatch = useDispatch.withTypes<OfficeDispatch>();
export const useOfficeSelector = useSelector.withTypes<OfficeState>();
