import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, type PublicBookingChairLineDto } from '../../api/generated';
import { useAppDispatch } from '../../app/hooks';
import { activeChairLines, chairFacts, type ChairFacts } from './chairFacts';

/**
 * Chair, section and city of every chair line (cached queries: usually loaded already by the map).
 * Returns null until all are known; a failed lookup leaves the names empty instead of blocking the page.
 */
export function useChairFacts(lines: readonly PublicBookingChairLineDto[] | undefined): ChairFacts[] | null {
  const dispatch = useAppDispatch();
  const { i18n } = useTranslation();
  const language = i18n.language;
  const [facts, setFacts] = useState<ChairFacts[] | null>(null);
  // The lines are kept while their identity stays (a new array with the same lines loads nothing again).
  const key = JSON.stringify(lines?.map((line) => [line.id, line.beachChairId, line.status]) ?? null);
  const [watched, setWatched] = useState({ key, lines });
  if (watched.key !== key) setWatched({ key, lines });
  const watchedLines = watched.lines;

  useEffect(() => {
    if (!watchedLines) return;
    let current = true;
    const load = async <T>(work: () => Promise<T>): Promise<T | undefined> => {
      try {
        return await work();
      } catch {
        return undefined;
      }
    };
    void Promise.all(
      activeChairLines(watchedLines).map(async (line) => {
        const chair = await load(() =>
          dispatch(
            api.endpoints.getPublicBeachChair.initiate({ id: line.beachChairId }, { subscribe: false }),
          ).unwrap(),
        );
        const section = chair
          ? await load(() =>
              dispatch(api.endpoints.getSection.initiate({ id: chair.sectionId }, { subscribe: false })).unwrap(),
            )
          : undefined;
        const city = section
          ? await load(() =>
              dispatch(api.endpoints.getCity.initiate({ id: section.cityId }, { subscribe: false })).unwrap(),
            )
          : undefined;
        return chairFacts(line, chair, section, city, language);
      }),
    ).then((result) => {
      if (current) setFacts(result);
    });
    return () => {
      current = false;
    };
  }, [dispatch, watchedLines, language]);

  return lines ? facts : null;
}
