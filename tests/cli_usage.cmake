# The command line as a user meets it (issue 58, item 1): each command's own help, the version,
# usage errors as one line and a hint, and options a command does not take refused.
vktexel_cli_test(cli.command_help 0 "^usage: vktexel run \\[options\\]\n.*\n  --slots N +views bound per dispatch" run --help)
vktexel_cli_test(cli.command_help_short 0 "^usage: vktexel list \\[options\\]\n" list --filter "ld.*" -h)
vktexel_cli_test(cli.help_command 0 "^usage: vktexel merge OUT.csv IN.csv...\n.*--strict-baseline" help merge)
vktexel_cli_test(cli.help_unknown_command 2 "^vktexel: unknown command 'frob'\nsee 'vktexel --help'\n$" help frob)
vktexel_cli_test(cli.version 0 "^vktexel [0-9]+\\.[0-9]+\ncommit ([0-9a-f]+|unknown)\ntree (clean|modified)" --version)
# One line of what is wrong and where to read more, not the whole help.
vktexel_cli_test(cli.usage_error_is_one_line 2 "^vktexel: --shard needs I/N[^\n]*'3/2'\nsee 'vktexel run --help'\n$"
                 run --shard 3/2)
vktexel_cli_test(cli.unused_option_list_baseline 2
                 "^vktexel: --baseline is not an option of list \\(it is one of run, fuzz, merge, rejudge, compare\\)\n" list --baseline /nonexistent)
vktexel_cli_test(cli.unused_option_list_html 2 "--html is not an option of list" list --html /tmp/x)
vktexel_cli_test(cli.unused_option_devices_filter 2 "--filter is not an option of devices" devices --filter foo)
vktexel_cli_test(cli.unused_option_explain_html 2 "--html is not an option of explain"
                 explain ld.2d.r8_unorm.17x9.level0 --html /tmp/x)

# Baseline files (issue 58, item 5): a line naming no case warns with its line (an error with
# --strict-baseline), a case listed twice is an error, and a path to fails.csv names its folder.
set(ONE_CASE --filter "ld.2d.r8_unorm.17x9.level*")
vktexel_cli_test(cli.baseline_unknown_case_warns 0
                 "baseline warning: [^\n]*baseline_unknown/fails.csv:2: 'ld.2d.r8_unorm.17x9.level_no_such' names no case of this build.*baseline matches"
                 run ${LAVAPIPE} ${ONE_CASE} --baseline ${CMAKE_CURRENT_SOURCE_DIR}/data/baseline_unknown)
vktexel_cli_test(cli.baseline_unknown_case_strict 2
                 "--strict-baseline: 1 fails.csv lines name no case of this build:\n  [^\n]*fails.csv:2: 'ld.2d.r8_unorm.17x9.level_no_such'"
                 run ${LAVAPIPE} ${ONE_CASE} --strict-baseline --baseline ${CMAKE_CURRENT_SOURCE_DIR}/data/baseline_unknown)
vktexel_cli_test(cli.baseline_duplicate 2 "baseline_duplicate/fails.csv:3: 'ld.2d.r8_unorm.17x9.level0' is listed twice \\(first at line 2\\)"
                 run ${LAVAPIPE} ${ONE_CASE} --baseline ${CMAKE_CURRENT_SOURCE_DIR}/data/baseline_duplicate)
vktexel_cli_test(cli.baseline_file_path 0 "fails.csv:2: 'ld.2d.r8_unorm.17x9.level_no_such' names no case.*baseline matches"
                 run ${LAVAPIPE} ${ONE_CASE} --baseline ${CMAKE_CURRENT_SOURCE_DIR}/data/baseline_unknown/fails.csv)

# The console (issue 58, item 6): expected and got in one layout, aligned component by component,
# with '^' under the component that differs (the injected fault expects alpha 0, lavapipe gives 1).
string(REPEAT " " 62 UNDER_W)  # CMake's regular expressions have no {n}
string(REPEAT "\\^" 14 MARKS_W)
vktexel_cli_test(cli.console_marks_differing_component 1
                 "\n    expected \\(0 \\[0x00000000\\], 0 \\[0x00000000\\], 0 \\[0x00000000\\], 0 \\[0x00000000\\]\\) \\[robustImageAccess2[^\n]*\n    got      \\(0 \\[0x00000000\\], 0 \\[0x00000000\\], 0 \\[0x00000000\\], 1 \\[0x3f800000\\]\\)\n${UNDER_W}${MARKS_W}\n"
                 run ${LAVAPIPE} --filter "ld.2d.r8_unorm.17x9.oob_x.ria2" --model-fault oob_alpha_zero)

# Versions in every report (issue 58, item 3): the run's header names the build and the driver's
# version (the results file, JUnit, HTML and repro folders: e2e.results_csv_and_junit,
# e2e.html_report_of_injected_failure, e2e.repro_dir_writes_failures).
vktexel_cli_test(cli.run_header_names_build_and_driver 0
                 "^vktexel [0-9]+\\.[0-9]+ \\(commit [^\n]*\ndevice 0: [^\n]*llvmpipe[^\n]*, Mesa [0-9]"
                 run ${LAVAPIPE} --filter "ld.2d.r8_unorm.17x9.level0")
# merge knows the shards (item 5): shard 0 of 2 alone is caught (e2e.shard_merge_equals_full_run
# checks a real run's shards, a duplicate and the merged file's "# complete: no").
vktexel_cli_test(cli.merge_missing_shard 2 "merged 2 results from 1 files.*vktexel: merge: shard 1/2 missing: the files hold 1 of 2 shards"
                 merge ${CMAKE_CURRENT_BINARY_DIR}/merge_missing_shard.csv ${CMAKE_CURRENT_SOURCE_DIR}/data/results_shard0of2.csv)
