#include "gather_probes.h"

#include "model/cube.h"

#include <stdexcept>

namespace vktexel::cases {

const char* const kComponentNames[4] = {"r", "g", "b", "a"};

bool isGatherRepresentative(const model::FormatInfo& f) {
  const std::string n = f.name;
  return n == "r8g8b8a8_unorm" || n == "r32_uint" || n == "r16g16_sint";
}

namespace {

// FetchQuery keeps the component in a byte: a value outside 0..3 is a case bug, never a probe.
int8_t checkedComponent(int component) {
  if (component < 0 || component > 3)
    throw std::logic_error("gather component " + std::to_string(component) + " is not 0..3");
  return int8_t(component);
}

}  // namespace

Probe gatherAtTexels(const Shape& s, double x, double y, float layer, int component, std::string label) {
  Probe p;
  p.query.op = model::ProbeOp::Gather;
  p.query.st = {float((x + 0.5) / s.width), float((y + 0.5) / s.height), 0.0f, layer};
  p.query.component = checkedComponent(component);
  p.label = std::move(label);
  return p;
}

Probe gatherAt(const Shape& s, int32_t i0, int32_t j0, float layer, int component, std::string label) {
  return gatherAtTexels(s, i0 + 0.5, j0 + 0.5, layer, component, std::move(label));
}

Probe cubeGatherAt(uint32_t face, double x, double y, uint32_t n, float cube, int component,
                   std::string label) {
  const model::Direction d = model::faceDirection(face, (x + 0.5) / n, (y + 0.5) / n);
  Probe p;
  p.query.op = model::ProbeOp::Gather;
  p.query.st = {float(d[0]), float(d[1]), float(d[2]), cube};
  p.query.component = checkedComponent(component);
  p.label = std::move(label);
  return p;
}

}  // namespace vktexel::cases
