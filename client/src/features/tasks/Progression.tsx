import { Suspense } from 'react';
import { DailyCrystal } from '../dailycrystal';
import { Socials } from '../socials';
import { Warehouse } from '../warehouse';
import Tasks from './Tasks';
import './progression.css';

// The owner's progression sections of the profile (one lazy chunk with the
// dailycrystal, tasks, warehouse and socials messages): the daily crystal,
// the tasks, the warehouse and the socials, each reading its own query.
export default function Progression() {
  return (
    <>
      <Suspense fallback={null}>
        <DailyCrystal />
      </Suspense>
      <Suspense fallback={null}>
        <Tasks />
      </Suspense>
      <Suspense fallback={null}>
        <Warehouse />
      </Suspense>
      <Suspense fallback={null}>
        <Socials />
      </Suspense>
    </>
  );
}
