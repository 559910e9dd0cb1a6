#include "run/probe_columns.h"

#include "model/weight_span.h"

#include <algorithm>

namespace vktexel {

ProbeColumns probeColumns(const model::Expectation& e, const model::RawResult& got) {
  ProbeColumns out;
  const model::VecCheck* v = model::closestAlternative(e, got);
  if (!v) {
    out.expected = e.describe();
    out.got = model::describeRaw(got, e.type);
    return out;
  }
  bool differs[4], any = false;
  for (int i = 0; i < 4; ++i) any |= differs[i] = !v->c[i].accepts(got[i]);
  if (!any && !v->accepts(got)) std::fill(differs, differs + 4, true);  // its span rule alone fails
  out.expected = out.got = out.marks = "(";
  for (int i = 0; i < 4; ++i) {
    std::string expected = model::describeCheckLikeRaw(v->c[i], e.type);
    std::string value = model::describeRawComponent(got[i], e.type);
    const size_t width = std::max(expected.size(), value.size());
    if (i < 3) {  // the last column needs no padding: nothing follows it but ')'
      expected.resize(width, ' ');
      value.resize(width, ' ');
    }
    const std::string separator = i < 3 ? ", " : ")";
    out.expected += expected + separator;
    out.got += value + separator;
    out.marks += std::string(width, differs[i] ? '^' : ' ') + std::string(separator.size(), ' ');
  }
  if (v->span) out.expected += " at one " + v->span->weights + " for all four components";
  if (e.anyOf.size() > 1)
    out.expected += " (the closest of " + std::to_string(e.anyOf.size()) + " alternatives)";
  out.marks.replace(0, 1, " ");
  while (!out.marks.empty() && out.marks.back() == ' ') out.marks.pop_back();
  return out;
}

}  // namespace vktexel
