/**
 * The Leaflet map of the day's sub jobs (loaded on its own chunk when the board's "Peta" is opened, so
 * neither the first load nor the board carries Leaflet). Markers are drawn as vector circles coloured by
 * status: they need no marker images and show with or without tiles. The tiles come from the
 * configured tile server (`MAP_TILE_URL`); offline they fail, and the markers and the list stay.
 */
import { circleMarker, latLngBounds, map as leafletMap, tileLayer } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { DayMapItem } from './day-map.ts';

export type DayMapViewProps = {
  items: DayMapItem[];
  tileUrl: string;
  attribution: string;
  /** The popup's link text ("Buka pekerjaan"). */
  openJob: string;
  /** The accessible name of the map. */
  label: string;
};

/** A popup's content, built as nodes (no HTML from data). */
function popupOf(item: DayMapItem, openJob: string, go: (path: string) => void): HTMLElement {
  const box = document.createElement('div');
  box.className = 'dispatch-popup';
  const line = (text: string | null | undefined, tag = 'div') => {
    if (!text) return;
    const node = document.createElement(tag);
    node.textContent = text;
    box.append(node);
  };
  line(item.block.nama_sub_pekerjaan, 'strong');
  line(item.block.nama_pekerjaan);
  line(item.block.nama_pelanggan);
  line([item.technician, item.time].filter(Boolean).join(' · '));
  const link = document.createElement('a');
  const path = `/rpekerjaan/view/${item.block.id_pekerjaan}`;
  link.href = path;
  link.textContent = openJob;
  link.addEventListener('click', (event) => {
    event.preventDefault();
    go(path);
  });
  box.append(link);
  return box;
}

export default function DayMapView({ items, tileUrl, attribution, openJob, label }: DayMapViewProps) {
  const element = useRef<HTMLElement>(null);
  const navigate = useNavigate();
  useEffect(() => {
    if (!element.current) return;
    const map = leafletMap(element.current, { scrollWheelZoom: false });
    // attribution is the operator's plain text: escaped so the control's HTML reads it as text
    const text = document.createElement('span');
    text.textContent = attribution;
    tileLayer(tileUrl, { maxZoom: 19, attribution: text.innerHTML }).addTo(map);
    const points = items.flatMap((item) => {
      if (!item.point) return [];
      circleMarker([item.point.lat, item.point.lng], {
        radius: 9,
        color: '#ffffff',
        weight: 2,
        fillColor: item.colour,
        fillOpacity: 0.9,
        className: `dispatch-marker dispatch-marker-${item.block.id}`,
      })
        .bindPopup(popupOf(item, openJob, (path) => void navigate(path)))
        .bindTooltip(item.block.nama_sub_pekerjaan ?? '')
        .addTo(map);
      return [[item.point.lat, item.point.lng] as [number, number]];
    });
    if (points.length > 0) map.fitBounds(latLngBounds(points), { padding: [24, 24], maxZoom: 15 });
    else map.setView([-2.5, 118], 4); // nothing placed: Indonesia as a whole
    return () => {
      map.remove();
    };
  }, [items, tileUrl, attribution, openJob, navigate]);
  return <section ref={element} className="dispatch-map" aria-label={label} data-testid="dispatch-map" />;
}
