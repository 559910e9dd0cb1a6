#include "deqp_mode.h"

#include "cli.h"
#include "registry.h"
#include "report/deqp_protocol.h"
#include "run/process_runner.h"
#include "run/session.h"

#include <cstdio>
#include <fstream>
#include <memory>
#include <set>
#include <unordered_map>

namespace vktexel::tools {
namespace {

constexpr int kExitUsage = 2;

struct DeqpArguments {
  std::string caselistFile;             // --deqp-caselist-file
  std::vector<std::string> caseGlobs;   // --deqp-case (dEQP's '*' wildcards)
  std::string logFile;                  // --deqp-log-filename: the QPA log
  std::vector<std::string> runOptions;  // everything else: `vktexel run` options
  std::vector<std::string> ignored;     // dEQP options with no meaning here
};

bool startsWith(const std::string& s, const std::string& prefix) {
  return s.compare(0, prefix.size(), prefix) == 0;
}

DeqpArguments splitArguments(const std::vector<std::string>& args) {
  DeqpArguments d;
  for (const std::string& a : args) {
    if (!startsWith(a, "--deqp-")) {
      d.runOptions.push_back(a);
      continue;
    }
    const size_t eq = a.find('=');
    const std::string flag = a.substr(0, eq), value = eq == std::string::npos ? "" : a.substr(eq + 1);
    if (flag == "--deqp-caselist-file")
      d.caselistFile = value;
    else if (flag == "--deqp-case")
      d.caseGlobs.push_back(value);
    else if (flag == "--deqp-log-filename")
      d.logFile = value;
    else  // log flushing, shader cache, surfaces and GL configs are dEQP's own concerns
      d.ignored.push_back(flag);
    if ((flag == "--deqp-caselist-file" || flag == "--deqp-case" || flag == "--deqp-log-filename") &&
        value.empty())
      throw UsageError(flag + " needs =VALUE");
  }
  if (d.caselistFile.empty() && d.caseGlobs.empty())
    throw UsageError("dEQP mode needs --deqp-caselist-file=FILE or --deqp-case=NAME");
  return d;
}

std::vector<std::string> readCaselist(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw UsageError("cannot read the case list '" + path + "'");
  std::vector<std::string> names;
  for (std::string line; std::getline(in, line);) {
    while (!line.empty() && (line.back() == '\r' || line.back() == ' ')) line.pop_back();
    if (!line.empty() && line[0] != '#') names.push_back(line);
  }
  return names;
}

// The listed cases that exist, in the list's order; each name once. Only their families are built.
std::vector<const CaseSpec*> listedCases(const DeqpArguments& d) {
  std::vector<std::string> names =
      d.caselistFile.empty() ? std::vector<std::string>{} : readCaselist(d.caselistFile);
  CaseFilter filter;
  std::set<std::string> families;
  for (const std::string& n : names) families.insert(n.substr(0, n.find('.')) + ".*");
  filter.include.assign(families.begin(), families.end());
  for (const std::string& g : d.caseGlobs) filter.include.push_back(g);
  const CaseFilter globs{d.caseGlobs, {}};  // matches every name when empty: asked only when not
  std::unordered_map<std::string, const CaseSpec*> byName;
  std::vector<const CaseSpec*> out;
  for (const CaseSpec* c : cases::select(filter)) {
    byName.emplace(c->name, c);
    if (!d.caseGlobs.empty() && globs.matches(c->name)) out.push_back(c);
  }
  std::set<std::string> taken;
  for (const CaseSpec* c : out) taken.insert(c->name);
  for (const std::string& n : names) {
    const auto it = byName.find(n);
    if (it != byName.end() && taken.insert(n).second) out.push_back(it->second);
  }
  return out;
}

std::string commandLine(const std::vector<std::string>& args) {
  std::string s = "vktexel";
  for (const std::string& a : args) s += " " + a;
  return s;
}

}  // namespace

bool isDeqpInvocation(const std::vector<std::string>& args) {
  for (const std::string& a : args)
    if (startsWith(a, "--deqp-")) return true;
  return false;
}

int runDeqpMode(const std::vector<std::string>& args) {
  DeqpArguments d;
  Options o;
  try {
    d = splitArguments(args);
    std::vector<std::string> run{"run"};
    run.insert(run.end(), d.runOptions.begin(), d.runOptions.end());
    o = parseArguments(run);
    if (!o.filter.include.empty() || !o.filter.exclude.empty() || !o.baselineDir.empty() ||
        !o.resultsFile.empty() || !o.junitFile.empty() || !o.htmlDir.empty() || !o.reproDir.empty() ||
        o.shardFromFlag)
      throw UsageError(
          "in dEQP mode the case list, baseline, sharding and reports are deqp-runner's: give "
          "--deqp-caselist-file and run options only (--device, --jobs, --timeout, --validation, "
          "--pipeline-cache, --model-fault, --no-fork)");
  } catch (const UsageError& e) {
    std::fprintf(stderr, "vktexel: %s\n", e.what());
    return kExitUsage;
  }
  for (const std::string& flag : d.ignored)
    std::fprintf(stderr, "vktexel: dEQP option %s ignored\n", flag.c_str());
  std::unique_ptr<QpaLog> qpa;
  std::vector<const CaseSpec*> cases;
  try {
    cases = listedCases(d);
    if (!d.logFile.empty()) qpa = std::make_unique<QpaLog>(d.logFile, commandLine(args));
  } catch (const std::exception& e) {
    std::fprintf(stderr, "vktexel: %s\n", e.what());
    return kExitUsage;
  }
  const auto onResult = [&](const CaseResult& r) {
    std::fputs(deqpProtocolLines(r).c_str(), stdout);
    std::fflush(stdout);
    if (qpa) qpa->add(r);
  };
  if (cases.empty()) return 0;
  const SessionOptions so = sessionOptionsOf(o);
  try {
    if (o.inProcess) {
      Session session(so);
      session.run(cases, onResult);
    } else {
      ProcessRunner runner(processRunOptions(o, so));
      runner.run(
          cases, [](const std::string&, const std::string&) {}, onResult);
      if (runner.report().interruptedBy) return 128 + runner.report().interruptedBy;
    }
  } catch (const std::exception& e) {  // no driver: every case is left without a status (Missing)
    std::fprintf(stderr, "vktexel: %s\n", e.what());
    return kExitUsage;
  }
  if (qpa) qpa->close();
  return 0;
}

}  // namespace vktexel::tools
