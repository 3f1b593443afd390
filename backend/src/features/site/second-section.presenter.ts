import { present, secondSectionType, type SecondSectionDto } from '@itsite/shared/contract';
import type { SecondSection } from '../../data/entities/index.js';

export const presentSecondSection = (s: SecondSection): SecondSectionDto => Object.assign(present(secondSectionType, s), { imgSrc: s.imgSrc });
