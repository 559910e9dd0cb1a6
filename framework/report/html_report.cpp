#include "report/html_report.h"

#include "model/floatbits.h"
#include "report/explain.h"
#include "report/png.h"
#include "report/probe_pictures.h"
#include "run/diagnose.h"
#include "run/planner.h"
#include "run/probe_text.h"
#include "run/shell_quote.h"

#include <algorithm>
#include <cinttypes>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <memory>
#include <stdexcept>

namespace vktexel {
namespace {

constexpr size_t kMaxTableRows = 512;     // probes listed per page (failing ones first beyond this)
constexpr size_t kMaxTexelSearches = 64;  // failing fetches per page searched for the texel returned

const char* kStyle = R"(<style>
body { font-family: sans-serif; margin: 1.5em; color: #222; }
h1 { font-size: 1.4em; word-break: break-all; }
h2 { font-size: 1.15em; margin-top: 1.6em; border-bottom: 1px solid #ccc; }
table { border-collapse: collapse; font-size: 0.85em; }
th, td { border: 1px solid #bbb; padding: 2px 6px; vertical-align: top; text-align: left; }
th { background: #eee; }
tr.fail td { background: #fde8e8; }
tr.unchecked td { color: #777; }
td.num { text-align: right; }
code, pre, td.mono { font-family: monospace; }
pre { background: #f6f6f6; border: 1px solid #ddd; padding: 0.6em; overflow-x: auto; font-size: 0.8em; }
.outcome-Fail, .outcome-Crash, .outcome-Timeout, .outcome-InternalError, .outcome-Undecided { color: #b00; font-weight: bold; }
.outcome-Pass { color: #080; font-weight: bold; }
.pictures { display: flex; flex-wrap: wrap; gap: 1.5em; }
figure { margin: 0; }
figcaption { font-size: 0.85em; margin-top: 0.3em; }
img.probes { image-rendering: pixelated; border: 1px solid #888;
  background-color: #fff;
  background-image: linear-gradient(45deg, #ccc 25%, transparent 25%), linear-gradient(-45deg, #ccc 25%, transparent 25%),
    linear-gradient(45deg, transparent 75%, #ccc 75%), linear-gradient(-45deg, transparent 75%, #ccc 75%);
  background-size: 16px 16px; background-position: 0 0, 0 8px, 8px -8px, -8px 0; }
.note { color: #555; font-size: 0.9em; }
.banner { background: #fff3cd; border: 1px solid #c9a400; padding: 0.5em; font-weight: bold; }
.baseline-unexpected { color: #b00; font-weight: bold; } .baseline-expected { color: #555; }
</style>
)";

std::string header(const std::string& title) {
  return "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>" +
         htmlEscape(title) + "</title>\n" + kStyle + "</head>\n<body>\n";
}

using model::floatText;
using model::hexText;

void writeFile(const std::string& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out << text;
  out.close();
  if (!out) throw std::runtime_error("cannot write HTML report file '" + path + "'");
}

using model::closestAlternative;

// For each component the result gets wrong: by how much, e.g. "y: +0.00392 (1 ULP above 0.5)".
std::string difference(const model::Expectation& e, const model::RawResult& got) {
  if (e.kind != model::Expectation::Kind::Checked || e.anyOf.empty() || e.accepts(got)) return "";
  const model::VecCheck* v = closestAlternative(e, got);
  if (!v) return "";
  using K = model::ComponentCheck::Kind;
  std::string s;
  for (int i = 0; i < 4; ++i) {
    const model::ComponentCheck& c = v->c[i];
    if (c.accepts(got[i])) continue;
    std::string d;
    const float g = model::bitsToFloat(got[i]);
    switch (c.kind) {
      case K::Bits:
        if (e.type == model::SampledType::Sint)
          d = std::to_string(int64_t(int32_t(got[i])) - int64_t(int32_t(c.bits)));
        else if (e.type == model::SampledType::Uint)
          d = std::to_string(int64_t(got[i]) - int64_t(c.bits));
        else
          d = "bits " + hexText(got[i]) + " xor " + hexText(c.bits) + " = " + hexText(got[i] ^ c.bits);
        if (e.type != model::SampledType::Float && d[0] != '-') d = "+" + d;
        break;
      case K::FloatRange:
      case K::FloatRangeOrZero:
      case K::FloatRangeOrNaN: {
        if (std::isnan(g)) {
          d = "NaN";
          break;
        }
        const float bound = g < c.lo ? c.lo : c.hi;
        const double delta = double(g) - double(bound);
        d = (delta > 0 ? "+" : "") + floatText(delta) + " (";
        const uint64_t ulps = model::ulpDistance(g, bound);
        d += (ulps == UINT64_MAX ? std::string("?") : std::to_string(ulps)) + " ULP " +
             (g < c.lo ? "below " : "above ") + floatText(bound) + ")";
        break;
      }
      case K::AnyNaN: d = "not a NaN"; break;
      case K::Any: break;
      case K::HalfPair: d = "half pair " + hexText(got[i]) + ", accepted: " + c.describe(); break;
    }
    s += std::string(s.empty() ? "" : "; ") + "xyzw"[i] + ": " + d;
  }
  return s;
}

std::string describeTier(const CaseSpec& c) {
  if (c.tier == model::Tier::None) return "none (the default device; every probe in bounds)";
  return std::string(model::toString(c.tier)) + " (" + model::featureName(c.tier) + ")";
}

bool isQuery(model::ProbeOp op) {
  return op == model::ProbeOp::QuerySizeLod || op == model::ProbeOp::QueryLevels ||
         op == model::ProbeOp::QuerySamples;
}

std::string firstLine(const std::string& s) {
  const size_t nl = s.find('\n');
  return nl == std::string::npos ? s : s.substr(0, nl);
}

}  // namespace

std::string htmlEscape(const std::string& text) {
  std::string out;
  out.reserve(text.size());
  for (char ch : text) switch (ch) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&#39;"; break;
      default: out += ch;
    }
  return out;
}

std::string pageBaseName(const std::string& caseName) {
  std::string s = caseName;
  for (char& ch : s)
    if (!((ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') || ch == '.' || ch == '_' || ch == '-'))
      ch = '_';
  if (s.empty() || s[0] == '.') s = "_" + s;
  return s;
}

HtmlReport::HtmlReport(std::string dir, const std::vector<const CaseSpec*>& cases,
                       std::function<std::string(const std::string&)> clauseSummary,
                       const model::ModelFaults& faults, const model::SamplingLimits& sampling,
                       size_t maxPages)
    : dir_(std::move(dir)),
      clauseSummary_(std::move(clauseSummary)),
      faults_(faults),
      sampling_(sampling),
      maxPages_(maxPages) {
  for (const CaseSpec* c : cases) cases_[c->name] = c;
  std::error_code ec;
  std::filesystem::create_directories(dir_, ec);
  if (ec) throw std::runtime_error("cannot create HTML report directory '" + dir_ + "': " + ec.message());
  writeIndex({}, IndexState::Running);
}

void HtmlReport::setRunContext(std::string device, std::string build, RerunCommand rerun) {
  device_ = std::move(device);
  build_ = std::move(build);
  rerun_ = std::move(rerun);
}

void HtmlReport::add(const CaseResult& r, std::optional<BaselineVerdict> verdict, const std::string& cause) {
  ++counts_[r.outcome];
  if (verdict == BaselineVerdict::UnexpectedPass) {
    unexpectedPasses_.push_back(r.name);
    return;
  }
  if (!isFailure(r.outcome) && !isWarning(r.outcome)) return;
  Row row{r.name, r.outcome, r.failedProbes, r.probes, "", "", verdict, cause};
  row.summary = !r.diagnosis.empty() ? r.diagnosis : !r.message.empty() ? firstLine(r.message) : "";
  if (row.summary.empty() && !r.failures.empty())
    row.summary = "probe " + std::to_string(r.failures[0].probe) + " [" + r.failures[0].label + "]: got " +
                  r.failures[0].got;
  auto it = cases_.find(r.name);
  if (pages_ < maxPages_ && it != cases_.end()) {
    const std::string base = pageBaseName(r.name);
    writePage(*it->second, r, base, row);
    row.page = base + ".html";
    ++pages_;
  }
  (isWarning(r.outcome) ? warnings_ : failures_).push_back(std::move(row));
}

void HtmlReport::finish(const std::vector<std::pair<std::string, std::string>>& properties, bool complete) {
  writeIndex(properties, complete ? IndexState::Complete : IndexState::Partial);
}

// A row of the index's tables: the case (linked to its page, if it has one) and its outcome.
std::string HtmlReport::rowStart(const Row& row) {
  const std::string name = row.page.empty()
                               ? htmlEscape(row.name)
                               : "<a href=\"" + htmlEscape(row.page) + "\">" + htmlEscape(row.name) + "</a>";
  return "<tr><td class=\"mono\">" + name + "</td><td class=\"outcome-" + toString(row.outcome) + "\">" +
         toString(row.outcome) + "</td>";
}

void HtmlReport::writeIndex(const std::vector<std::pair<std::string, std::string>>& properties,
                            IndexState state) {
  std::string h = header("vktexel report");
  h += "<h1>vktexel report</h1>\n";
  if (state == IndexState::Running)
    h += "<p class=\"banner\">The run has not finished (or did not finish): this page is rewritten at its "
         "end.</p>\n";
  if (state == IndexState::Partial)
    h += "<p class=\"banner\">Partial run: it was interrupted, and the counts and lists below hold only the "
         "cases that have results (see \"complete\").</p>\n";
  if (!properties.empty()) {
    h += "<table>\n";
    for (const auto& [key, value] : properties)
      h += "<tr><th>" + htmlEscape(key) + "</th><td>" + htmlEscape(value) + "</td></tr>\n";
    h += "</table>\n";
  }
  size_t total = 0;
  for (const auto& [o, n] : counts_) total += n;
  h += "<h2>Outcomes</h2>\n<table>\n<tr><th>outcome</th><th>cases</th></tr>\n";
  for (Outcome outcome : allOutcomes()) {
    const std::string name = toString(outcome);
    size_t n = 0;
    for (const auto& [o, count] : counts_)
      if (o == outcome) n = count;
    h += std::string("<tr><td class=\"outcome-") + name + "\">" + name + "</td><td class=\"num\">" +
         std::to_string(n) + "</td></tr>\n";
  }
  h += "<tr><th>total</th><th class=\"num\">" + std::to_string(total) + "</th></tr>\n</table>\n";

  h += "<h2>Failures (" + std::to_string(failures_.size()) + ")</h2>\n";
  if (failures_.size() > pages_)
    h += "<p class=\"note\">Pages are written for the first " + std::to_string(maxPages_) +
         " failing cases only; the other " + std::to_string(failures_.size() - pages_) +
         " are listed without a page (run them alone with --filter to get theirs).</p>\n";
  if (failures_.empty()) {
    h += "<p>No case failed.</p>\n";
  } else {
    // Unexpected first (what a reader must look at), then by name: not in completion order.
    std::vector<const Row*> sorted;
    for (const Row& row : failures_) sorted.push_back(&row);
    std::sort(sorted.begin(), sorted.end(), [](const Row* a, const Row* b) {
      return std::make_pair(a->expected(), a->name) < std::make_pair(b->expected(), b->name);
    });
    h += "<table>\n<tr><th>case</th><th>outcome</th><th>baseline</th><th>failed probes</th><th>first failure "
         "or diagnosis</th></tr>\n";
    for (const Row* row : sorted) {
      h += rowStart(*row) + "<td class=\"baseline-" + (row->expected() ? "expected" : "unexpected") + "\">" +
           htmlEscape(row->baselineText()) + "</td><td class=\"num\">" + std::to_string(row->failedProbes) +
           " / " + std::to_string(row->probes) + "</td><td>" + htmlEscape(row->summary) + "</td></tr>\n";
    }
    h += "</table>\n";
  }
  if (!unexpectedPasses_.empty()) {
    std::vector<std::string> names = unexpectedPasses_;
    std::sort(names.begin(), names.end());
    h += "<h2>Unexpected passes (" + std::to_string(names.size()) +
         ")</h2>\n<p>The baseline lists these as failures; they did not fail.</p>\n<ul>\n";
    for (const std::string& n : names) h += "<li class=\"mono\">" + htmlEscape(n) + "</li>\n";
    h += "</ul>\n";
  }
  if (!warnings_.empty()) {
    h += "<h2>Warnings (" + std::to_string(warnings_.size()) +
         ")</h2>\n<p>QualityWarning: outside the letter of the spec, inside the named, cited bound; "
         "CompatibilityWarning: a result the spec allows but advises against.</p>\n<table>\n<tr><th>case</th>"
         "<th>outcome</th><th>bound and error, or what is advised against</th></tr>\n";
    for (const Row& row : warnings_) {
      h += rowStart(row) + "<td>" + htmlEscape(row.summary) + "</td></tr>\n";
    }
    h += "</table>\n";
  }
  h += "</body>\n</html>\n";
  writeFile(dir_ + "/index.html", h);
}

void HtmlReport::writePage(const CaseSpec& c, const CaseResult& r, const std::string& base,
                           const Row& listed) {
  std::string h = header(c.name);
  h += "<p><a href=\"index.html\">&larr; all results</a></p>\n";
  h += "<h1>" + htmlEscape(c.name) + "</h1>\n";
  h += std::string("<p>Outcome: <span class=\"outcome-") + toString(r.outcome) + "\">" + toString(r.outcome) +
       "</span>";
  if (r.outcome == Outcome::Fail)
    h += ", " + std::to_string(r.failedProbes) + " of " + std::to_string(r.probes) + " probes failed";
  h += "; baseline: " + htmlEscape(listed.baselineText()) + "</p>\n";
  if (!r.message.empty()) h += "<pre>" + htmlEscape(r.message) + "</pre>\n";
  if (!r.diagnosis.empty()) h += "<p>Diagnosis: <b>" + htmlEscape(r.diagnosis) + "</b></p>\n";

  if (!device_.empty() || !build_.empty())
    h += "<p>Device: " + htmlEscape(device_) + "<br>vktexel " + htmlEscape(build_) + "</p>\n";
  h += "<h2>Description</h2>\n<p>" + htmlEscape(c.description) + "</p>\n";
  h += "<h2>Clauses (SEMANTICS.md &sect;11)</h2>\n<table>\n<tr><th>clause</th><th>row</th></tr>\n";
  for (const std::string& id : c.clauses) {
    const std::string summary = clauseSummary_ ? clauseSummary_(id) : "";
    h += "<tr><td class=\"mono\">" + htmlEscape(id) + "</td><td>" +
         htmlEscape(summary.empty() ? "(no row with this ID)" : summary) + "</td></tr>\n";
  }
  h += "</table>\n";

  h += "<h2>Setup</h2>\n<table>\n";
  const auto row = [&h](const std::string& k, const std::string& v) {
    h += "<tr><th>" + htmlEscape(k) + "</th><td class=\"mono\">" + htmlEscape(v) + "</td></tr>\n";
  };
  row("image", describeImage(c.image));
  row("view", c.view.key());
  if (c.view.withSampler) row("sampler", c.view.sampler.key());
  row("device tier", describeTier(c));
  row("batch", batchKeyOf(c).text());
  h += "</table>\n";

  // The model's expectation of every probe, recomputed with the run's faults: the text of the
  // table (the executor kept the results and a representative value of each).
  std::unique_ptr<model::HostImage> image;
  std::string imageError;
  try {
    image = std::make_unique<model::HostImage>(c.image);
  } catch (const std::exception& e) {
    imageError = e.what();
  }
  std::vector<model::Expectation> expect(c.probes.size());
  std::vector<bool> haveExpect(c.probes.size(), false);
  if (image)
    for (size_t p = 0; p < c.probes.size(); ++p) try {
        expect[p] = model::expectProbe(*image, c.view, c.probes[p].query, c.tier, faults_, sampling_).expect;
        haveExpect[p] = true;
      } catch (const std::exception&) {
      }

  const std::vector<ProbeData>& data = r.probeData;
  const bool full = !data.empty() && data.size() == c.probes.size();
  const bool queries =
      std::all_of(c.probes.begin(), c.probes.end(), [](const Probe& p) { return isQuery(p.query.op); });
  h += queries ? "<h2>Queries</h2>\n" : "<h2>Pictures</h2>\n";
  if (queries) {
    h += "<p class=\"note\">A query returns sizes and level or sample counts, not texels: the probe table "
         "below lists each query with the value expected and the value got.</p>\n";
  } else if (full) {
    bool hashed = false;
    model::SampledType type = model::SampledType::Float;
    for (size_t p = 0; p < expect.size(); ++p) {
      if (!haveExpect[p]) continue;
      type = expect[p].type;
      for (const model::VecCheck& v : expect[p].anyOf)
        for (const model::ComponentCheck& k : v.c)
          hashed = hashed || k.kind == model::ComponentCheck::Kind::HalfPair;
    }
    hashed = hashed || type != model::SampledType::Float ||
             std::any_of(c.probes.begin(), c.probes.end(), [](const Probe& p) {
               return p.query.op != model::ProbeOp::Fetch && p.query.op != model::ProbeOp::Gather;
             });
    const ColorMode mode = hashed ? ColorMode::HashedBits : ColorMode::FloatRgba;
    std::vector<std::array<bool, 4>> componentOk(data.size(), {true, true, true, true});
    for (size_t p = 0; p < data.size(); ++p) {
      const model::VecCheck* v = haveExpect[p] ? closestAlternative(expect[p], data[p].got) : nullptr;
      for (int k = 0; k < 4; ++k)
        componentOk[p][k] = v ? v->c[k].accepts(data[p].got[k]) : data[p].verdict != ProbeVerdict::Fail;
    }
    const ProbePictures pictures = drawProbePictures(c, data, mode, componentOk);
    const std::string names[3] = {base + ".expected.png", base + ".got.png", base + ".mask.png"};
    writePng(dir_ + "/" + names[0], pictures.expected);
    writePng(dir_ + "/" + names[1], pictures.got);
    writePng(dir_ + "/" + names[2], pictures.mask);
    h +=
        "<p>" + htmlEscape(pictures.layout.text) + "; scaled " + std::to_string(pictures.scale) +
        "&times; (nearest). Colours: " +
        (pictures.layout.footprints
             ? (hashed ? "each component's value hashed to a colour: equal values share a colour"
                       : "each component's value as grey, clamped to [0, 1]")
             : (hashed
                    ? "each value hashed to a colour (integer or packed results): equal values share a colour"
                    : "the float result as RGBA, clamped to [0, 1] (alpha over the checkerboard)")) +
        ". Checkerboard: no probe there.</p>\n<div class=\"pictures\">\n";
    const std::string captions[3] = {
        "expected (a value the model accepts; unchecked probes left empty)", "got (the driver's results)",
        pictures.layout.footprints ? "error mask: red failed, green passed (per component), grey unchecked"
                                   : "error mask: red failed, green passed, grey unchecked"};
    for (int i = 0; i < 3; ++i)
      h += "<figure><img class=\"probes\" src=\"" + htmlEscape(names[i]) + "\" width=\"" +
           std::to_string(pictures.expected.width) + "\" height=\"" +
           std::to_string(pictures.expected.height) + "\" alt=\"" + htmlEscape(captions[i]) +
           "\"><figcaption>" + htmlEscape(captions[i]) + "</figcaption></figure>\n";
    h += "</div>\n";
  } else {
    h += "<p class=\"note\">No pictures: " +
         std::string(r.outcome == Outcome::Fail
                         ? "the run kept every probe's result only for its first failing cases"
                         : "the case produced no results to compare") +
         ".</p>\n";
  }

  // The probe table: every probe, or beyond kMaxTableRows the failing ones first.
  h += "<h2>Probes</h2>\n";
  std::map<size_t, const ProbeFailure*> failureOf;
  for (const ProbeFailure& f : r.failures) failureOf[f.probe] = &f;
  std::vector<size_t> rows;
  if (full) {
    for (size_t p = 0; p < data.size() && rows.size() < kMaxTableRows; ++p)
      if (data[p].verdict == ProbeVerdict::Fail) rows.push_back(p);
    for (size_t p = 0; p < data.size() && rows.size() < kMaxTableRows; ++p)
      if (data[p].verdict != ProbeVerdict::Fail) rows.push_back(p);
    std::sort(rows.begin(), rows.end());
    if (rows.size() < data.size())
      h += "<p class=\"note\">" + std::to_string(rows.size()) + " of " + std::to_string(data.size()) +
           " probes listed, failing ones first.</p>\n";
  } else {
    for (const ProbeFailure& f : r.failures) rows.push_back(f.probe);
    if (r.failedProbes > r.failures.size())
      h += "<p class=\"note\">The first " + std::to_string(r.failures.size()) + " of " +
           std::to_string(r.failedProbes) + " failing probes.</p>\n";
  }
  if (rows.empty()) {
    h += "<p class=\"note\">No probe results.</p>\n";
  } else {
    h += "<table>\n<tr><th>#</th><th>verdict</th><th>label</th><th>query</th><th>expected [rule]</th>"
         "<th>got (decoded [hex])</th><th>difference</th><th>texel returned instead</th></tr>\n";
    size_t searches = 0;
    for (size_t p : rows) {
      if (p >= c.probes.size()) continue;
      const Probe& probe = c.probes[p];
      const ProbeFailure* f = failureOf.count(p) ? failureOf[p] : nullptr;
      std::string verdict = "Fail", cls = "fail", expected, got, diff, texel;
      if (full) {
        const ProbeData& d = data[p];
        verdict = d.verdict == ProbeVerdict::Pass   ? "Pass"
                  : d.verdict == ProbeVerdict::Fail ? "Fail"
                                                    : "Unchecked";
        cls = d.verdict == ProbeVerdict::Pass   ? "pass"
              : d.verdict == ProbeVerdict::Fail ? "fail"
                                                : "unchecked";
        const model::SampledType type = haveExpect[p] ? expect[p].type : model::SampledType::Uint;
        got = model::describeRaw(d.got, type);
        if (haveExpect[p]) {
          expected = expect[p].describe() + " [" + expect[p].rule + "]";
          diff = difference(expect[p], d.got);
        } else {
          expected = "(the model has no expectation here; representative " +
                     model::describeRaw(d.expected, type) + ")";
        }
        if (f) {
          texel = f->diagnosis;
          if (!f->footprint.empty()) texel += (texel.empty() ? "" : "; ") + f->footprint;
        } else if (d.verdict == ProbeVerdict::Fail && image && probe.query.op == model::ProbeOp::Fetch &&
                   searches < kMaxTexelSearches) {
          ++searches;
          try {
            texel = diagnoseFetch(*image, c.view, d.got);
          } catch (const std::exception&) {
          }
        }
      } else if (f) {
        expected = f->expected;
        got = f->got;
        texel = f->diagnosis;
        if (!f->footprint.empty()) texel += (texel.empty() ? "" : "; ") + f->footprint;
      }
      h += "<tr class=\"" + cls + "\"><td class=\"num\">" + std::to_string(p) + "</td><td>" + verdict +
           "</td><td>" + htmlEscape(probe.label) + "</td><td class=\"mono\">" +
           htmlEscape(describeQuery(probe.query, c.view)) + "</td><td class=\"mono\">" +
           htmlEscape(expected) + "</td><td class=\"mono\">" + htmlEscape(got) + "</td><td class=\"mono\">" +
           htmlEscape(diff) + "</td><td>" + htmlEscape(texel) + "</td></tr>\n";
    }
    h += "</table>\n<p class=\"note\">Texel returned instead: for fetches, the texels of the image (and the "
         "out-of-bounds value) the result matches, searched for up to " +
         std::to_string(kMaxTexelSearches) +
         " failing probes; for gathers, the one-hot re-run of the probes the console shows.</p>\n";
  }
  if (!imageError.empty())
    h += "<p class=\"note\">The model cannot build the image: " + htmlEscape(imageError) + "</p>\n";

  const CaseShader shader = caseShader(c);
  h += "<h2>Shader</h2>\n<p>" + htmlEscape(shader.origin) + ", key <code>" + htmlEscape(shader.key.text()) +
       "</code> (the shader of a batch holding this case alone; a run's batch shader holds the variants of "
       "all "
       "its cases).</p>\n";
  h += shader.module ? "<pre>" + htmlEscape(shader.module->source) + "</pre>\n"
                     : "<p>The shader does not build: " + htmlEscape(shader.error) + "</p>\n";

  // On the device the run used: without it a SwiftShader failure would be rerun on lavapipe.
  const std::string name = shellQuote(c.name);
  h += "<h2>Reproduce</h2>\n<pre>" + htmlEscape(rerun_.line("run --filter " + name)) + "\n" +
       htmlEscape(rerun_.line("explain " + name)) + "\n" +
       htmlEscape(rerun_.line("repro " + name + " -o repro_dir")) + "</pre>\n";
  h += "</body>\n</html>\n";
  writeFile(dir_ + "/" + base + ".html", h);
}

}  // namespace vktexel
