#include "report/repro_spans.h"

#include "model/weight_span.h"

#include <cstdio>

namespace vktexel {
namespace {

// A double as an exact C++ hexadecimal literal.
std::string hexDouble(double v) {
  char text[40];
  std::snprintf(text, sizeof text, "%a", v);
  return text;
}

template <typename Four>
std::string fourDoubles(const Four& values) {
  std::string t = "{";
  for (int ch = 0; ch < 4; ++ch) t += (ch ? ", " : "") + hexDouble(double(values[ch]));
  return t + "}";
}

}  // namespace

void ReproSpans::add(const model::VecCheck& alternative) {
  ++alternativeCount_;
  if (!alternative.span) {
    alternatives_ += "-1, ";
    return;
  }
  const model::WeightSpan& span = *alternative.span;
  alternatives_ += std::to_string(spanCount_++) + ", ";
  spans_ += "    {" + std::to_string(span.params) + ", " + std::to_string(cornerCount_) + ", " +
            fourDoubles(span.slack) + ", {";
  for (int ch = 0; ch < 4; ++ch) spans_ += std::string(ch ? ", " : "") + (span.bound[ch] ? "true" : "false");
  spans_ += "}},  // " + span.weights + "\n";
  for (size_t k = 0; k < span.lo.size(); ++k)
    corners_ += "    {" + fourDoubles(span.lo[k]) + ", " + fourDoubles(span.hi[k]) + "},\n";
  cornerCount_ += span.lo.size();
}

std::string ReproSpans::types() {
  return "// A LINEAR lookup's branch whose weights the spec leaves free between grid points: a result\n"
         "// the four checks accept must also be explained by one weight per axis for all four\n"
         "// components (span_search.h: the decision vktexel itself makes). Per corner of the weights'\n"
         "// box (bit k: weight k at its upper end) and channel, the result's bounds.\n"
         "struct SpanCorner {\n  double lo[4], hi[4];\n};\n"
         "struct SpanData {\n  uint32_t params, firstCorner;\n  double slack[4];\n  bool bound[4];\n};\n\n";
}

std::string ReproSpans::arrays() const {
  // C++ has no empty arrays: an unused entry where there is nothing.
  return "// Per alternative, its span in kSpans (-1: the four checks are the whole set).\n"
         "const int32_t kAlternativeSpans[] = {" +
         (alternativeCount_ ? alternatives_ : std::string("-1")) + "};\n" + "const SpanData kSpans[] = {\n" +
         (spanCount_ ? spans_ : std::string("    {0, 0, {}, {}},  // unused\n")) + "};\n" +
         "const SpanCorner kSpanCorners[] = {\n" +
         (cornerCount_ ? corners_ : std::string("    {{}, {}},  // unused\n")) + "};\n";
}

}  // namespace vktexel
