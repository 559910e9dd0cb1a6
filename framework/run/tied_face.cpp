#include "run/tied_face.h"

#include "run/probe_text.h"

#include <array>
#include <map>
#include <set>
#include <string>

namespace vktexel {
namespace {

std::string facesText(const std::set<int>& faces) {
  static const char* const kNames[] = {"+X", "-X", "+Y", "-Y", "+Z", "-Z"};
  std::string s;
  for (int f : faces) s += (s.empty() ? "" : " or ") + std::string(kNames[f]);
  return s;
}

}  // namespace

void checkTiedFaces(const CaseSpec& c, const std::vector<model::FetchExpectation>& expect,
                    const model::RawResult* raw, size_t keep, CaseResult& r) {
  if (c.view.type != model::ViewType::Cube && c.view.type != model::ViewType::CubeArray) return;
  struct Seen {
    size_t probe;
    std::set<int> faces;  // the faces every probe of the direction so far can be explained by
  };
  // Keyed on (r_x, r_y, r_z) alone: one direction selects one face in every cube of a cube array
  // too (issue 64, item 10); the cube index picks the cube, not the face.
  std::map<std::array<float, 3>, Seen> byDirection;
  for (size_t p = 0; p < c.probes.size() && p < expect.size(); ++p) {
    const model::FetchQuery& q = c.probes[p].query;
    if (!model::isSampledLookup(q.op) || expect[p].expect.kind != model::Expectation::Kind::Checked) continue;
    std::set<int> faces;
    for (const model::VecCheck& v : expect[p].expect.anyOf)
      if (v.face >= 0 && v.accepts(raw[p])) faces.insert(v.face);
    for (const model::VecCheck& v : expect[p].expect.preferred)
      if (v.face >= 0 && v.accepts(raw[p])) faces.insert(v.face);
    if (faces.empty()) continue;  // no face explains it: the probe fails on its own
    const auto [it, fresh] =
        byDirection.emplace(std::array<float, 3>{q.st[0], q.st[1], q.st[2]}, Seen{p, faces});
    if (fresh) continue;
    std::set<int> common;
    for (int f : faces)
      if (it->second.faces.count(f)) common.insert(f);
    if (!common.empty()) {
      it->second.faces = common;
      continue;
    }
    ++r.failedProbes;
    if (r.failures.size() >= keep) continue;
    const Probe& probe = c.probes[p];
    r.failures.push_back(ProbeFailure{
        p, probe.label, describeQuery(q, c.view),
        "a result of face " + facesText(it->second.faces) + ", as probe " + std::to_string(it->second.probe) +
            " of the same direction read [a tied direction selects one face whatever the Lod: the rule "
            "depends on (r_x, r_y, r_z) alone]",
        model::describeRaw(raw[p], expect[p].expect.type) + ", a result of face " + facesText(faces), "", "",
        ""});
  }
}

}  // namespace vktexel
