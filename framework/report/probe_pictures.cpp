#include "report/probe_pictures.h"

#include "model/floatbits.h"

#include <algorithm>
#include <cmath>
#include <set>
#include <tuple>

namespace vktexel {

ProbeLayout layoutProbes(const CaseSpec& c) {
  ProbeLayout l;
  const size_t n = c.probes.size();
  if (n == 0) return l;
  bool grid = true;
  const model::FetchQuery& q0 = c.probes[0].query;
  int32_t x0 = q0.coord[0], x1 = q0.coord[0], y0 = q0.coord[1], y1 = q0.coord[1];
  std::set<std::pair<int32_t, int32_t>> seen;
  for (const Probe& p : c.probes) {
    const model::FetchQuery& q = p.query;
    if (q.op != model::ProbeOp::Fetch || q.lod != q0.lod || q.layer != q0.layer || q.sample != q0.sample ||
        q.coord[2] != q0.coord[2] || !seen.insert({q.coord[0], q.coord[1]}).second) {
      grid = false;
      break;
    }
    x0 = std::min(x0, q.coord[0]);
    x1 = std::max(x1, q.coord[0]);
    y0 = std::min(y0, q.coord[1]);
    y1 = std::max(y1, q.coord[1]);
  }
  if (grid && int64_t(x1) - x0 < kMaxGridSide && int64_t(y1) - y0 < kMaxGridSide) {
    l.grid = true;
    l.width = uint32_t(x1 - x0 + 1);
    l.height = uint32_t(y1 - y0 + 1);
    for (const Probe& p : c.probes)
      l.cell.push_back({uint32_t(p.query.coord[0] - x0), uint32_t(p.query.coord[1] - y0)});
    const bool threeD = c.view.type == model::ViewType::D3;
    const bool arrayed = model::isArrayed(c.view.type);
    l.text = "one pixel per probe at its coordinate: x " + std::to_string(x0) + " to " + std::to_string(x1) +
             " left to right, y " + std::to_string(y0) + " to " + std::to_string(y1) + " top to bottom" +
             (threeD ? ", z " + std::to_string(q0.coord[2]) : "") +
             (arrayed ? ", layer " + std::to_string(q0.layer) : "") +
             (model::isMultisample(c.view.type) ? ", sample " + std::to_string(q0.sample)
                                                : ", lod " + std::to_string(q0.lod));
    return l;
  }
  const bool gathers = std::all_of(c.probes.begin(), c.probes.end(), [](const Probe& p) {
    return p.query.op == model::ProbeOp::Gather && p.query.pack == model::HalfPacking::None;
  });
  if (gathers) {
    l.footprints = true;
    l.width = uint32_t(std::min<size_t>(n, kFootprintsPerRow)) * 3 - 1;
    l.height = uint32_t((n + kFootprintsPerRow - 1) / kFootprintsPerRow) * 3 - 1;
    for (size_t i = 0; i < n; ++i)
      l.cell.push_back({uint32_t(i % kFootprintsPerRow) * 3, uint32_t(i / kFootprintsPerRow) * 3});
    l.text = "one 2x2 block per probe in probe order, " + std::to_string(kFootprintsPerRow) +
             " per row, drawn as the gather footprint: w (i0,j0) top left, z (i1,j0) top right, x (i0,j1) "
             "bottom left, y (i1,j1) bottom right, each pixel one component of the result";
    return l;
  }
  l.width = uint32_t(std::min<size_t>(n, kStripWidth));
  l.height = uint32_t((n + kStripWidth - 1) / kStripWidth);
  for (size_t i = 0; i < n; ++i) l.cell.push_back({uint32_t(i % kStripWidth), uint32_t(i / kStripWidth)});
  l.text = "one pixel per probe in probe order, " + std::to_string(kStripWidth) +
           " per row (probe i at column i mod " + std::to_string(kStripWidth) + ", row i / " +
           std::to_string(kStripWidth) + "): the probes do not form an image";
  return l;
}

namespace {

// FNV-1a over the words' bytes, then a final mix: neighbouring values get unrelated colours.
std::array<uint8_t, 4> hashedColor(const uint32_t* words, int count) {
  uint32_t h = 2166136261u;
  for (int i = 0; i < count; ++i)
    for (int b = 0; b < 4; ++b) h = (h ^ ((words[i] >> (8 * b)) & 0xffu)) * 16777619u;
  h ^= h >> 15;
  h *= 0x2c1b3c6du;
  h ^= h >> 12;
  // Channels in [48, 255]: never black, so a value is told apart from an empty cell.
  return {uint8_t(48 + (h & 0xffu) * 207 / 255), uint8_t(48 + ((h >> 8) & 0xffu) * 207 / 255),
          uint8_t(48 + ((h >> 16) & 0xffu) * 207 / 255), 255};
}

constexpr std::array<uint8_t, 4> kPassed{0x2e, 0xa0, 0x43, 0xff}, kFailed{0xd0, 0x1c, 0x1c, 0xff},
    kUnchecked{0x90, 0x90, 0x90, 0xff};

// Footprint order (P-23): x (i0,j1), y (i1,j1), z (i1,j0), w (i0,j0), as offsets in the 2x2 block.
constexpr uint32_t kFootprintDx[4] = {0, 1, 1, 0}, kFootprintDy[4] = {1, 1, 0, 0};

void put(RgbaPicture& p, uint32_t x, uint32_t y, const std::array<uint8_t, 4>& c) {
  std::copy(c.begin(), c.end(), p.at(x, y));
}

}  // namespace

std::array<uint8_t, 4> colorOf(const model::RawResult& v, ColorMode mode) {
  if (mode == ColorMode::FloatRgba) {
    std::array<uint8_t, 4> c{};
    for (int i = 0; i < 4; ++i) {
      const float f = model::bitsToFloat(v[i]);
      const float clamped = std::isnan(f) ? 0.0f : std::clamp(f, 0.0f, 1.0f);
      c[i] = uint8_t(std::lround(clamped * 255.0f));
    }
    return c;
  }
  return hashedColor(v.data(), 4);
}

std::array<uint8_t, 4> componentColorOf(uint32_t bits, ColorMode mode) {
  if (mode == ColorMode::HashedBits) return hashedColor(&bits, 1);
  const float f = model::bitsToFloat(bits);
  const uint8_t g = uint8_t(std::lround((std::isnan(f) ? 0.0f : std::clamp(f, 0.0f, 1.0f)) * 255.0f));
  return {g, g, g, 255};
}

ProbePictures drawProbePictures(const CaseSpec& c, const std::vector<ProbeData>& data, ColorMode mode,
                                const std::vector<std::array<bool, 4>>& componentOk) {
  ProbePictures p;
  p.layout = layoutProbes(c);
  if (p.layout.width == 0) return p;
  RgbaPicture expected(p.layout.width, p.layout.height), got(expected), mask(expected);
  for (size_t i = 0; i < data.size() && i < p.layout.cell.size(); ++i) {
    const auto [x, y] = p.layout.cell[i];
    const ProbeData& d = data[i];
    const std::array<uint8_t, 4> verdict = d.verdict == ProbeVerdict::Pass   ? kPassed
                                           : d.verdict == ProbeVerdict::Fail ? kFailed
                                                                             : kUnchecked;
    const bool checked = d.verdict != ProbeVerdict::Unchecked;
    if (!p.layout.footprints) {
      if (checked) put(expected, x, y, colorOf(d.expected, mode));
      put(got, x, y, colorOf(d.got, mode));
      put(mask, x, y, verdict);
      continue;
    }
    for (int k = 0; k < 4; ++k) {
      const uint32_t px = x + kFootprintDx[k], py = y + kFootprintDy[k];
      if (checked) put(expected, px, py, componentColorOf(d.expected[k], mode));
      put(got, px, py, componentColorOf(d.got[k], mode));
      const bool perComponent = checked && i < componentOk.size();
      put(mask, px, py, perComponent ? (componentOk[i][k] ? kPassed : kFailed) : verdict);
    }
  }
  p.scale = std::max<uint32_t>(1, std::min<uint32_t>(16, 320 / std::max(p.layout.width, p.layout.height)));
  p.expected = expected.scaled(p.scale);
  p.got = got.scaled(p.scale);
  p.mask = mask.scaled(p.scale);
  return p;
}

}  // namespace vktexel
