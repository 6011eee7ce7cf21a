import Foundation
import Testing
@testable import WordpackKit

/// The ready-made engines of docs/ci/: the Slurm script run as written, with `sbatch` replaced by a stand-in
/// that runs each job on this machine (the array's tasks one after the other, then the dependent job), and the
/// GitHub Actions workflow read as YAML and checked for what its jobs must agree on.
@Suite(.serialized) struct CIEnginesTests {
    /// `sbatch` for one machine: runs `--wrap`'s command at once with bash, for each task of `--array=A-B` (with
    /// SLURM_ARRAY_JOB_ID and SLURM_ARRAY_TASK_ID) or once; prints a job id with `--parsable`; fails as the
    /// command fails. `--dependency` needs no waiting: every job before it has already run.
    static let sbatch = #"""
        #!/usr/bin/env bash
        set -euo pipefail
        array="" wrap="" parsable=0
        for argument in "$@"; do
          case "$argument" in
            --array=*) array=${argument#--array=} ;;
            --wrap=*) wrap=${argument#--wrap=} ;;
            --parsable) parsable=1 ;;
          esac
        done
        previous=""
        for argument in "$@"; do [ "$previous" = "--wrap" ] && wrap=$argument; previous=$argument; done
        echo "sbatch $*" >>"$SBATCH_LOG"
        if [ -n "$array" ]; then
          for task in $(seq "${array%-*}" "${array#*-}"); do
            SLURM_ARRAY_JOB_ID=4242 SLURM_ARRAY_TASK_ID=$task bash -c "$wrap"
          done
        else
          bash -c "$wrap"
        fi
        [ "$parsable" = 1 ] && echo 4242 || echo "Submitted batch job 4242"
        """#

    @Test func theSlurmScriptsShardsAndAssembleStepBuildWhatOneMachineBuilds() throws {
        let project = try TestProject()
        let tools = try TemporaryFolder()
        _ = try tools.write("bin/sbatch", Self.sbatch)
        chmod(tools.file("bin/sbatch").path, 0o755)
        let cache = tools.file("cache")
        let script = Fixtures.repository.appendingPathComponent("docs/ci/slurm.sh")
        let environment = [
            "PATH": tools.file("bin").path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
            "SHARDS": "3", "WORDPACK": WordpackBinary.url.path, "WORDPACK_CACHE": cache.path,
            "TMPDIR": tools.url.path, "SBATCH_LOG": tools.file("sbatch.log").path,
        ]
        let result = try ProcessRunner.run(
            URL(fileURLWithPath: "/bin/bash"), [script.path], in: project.root, environment: environment, timeout: 600)
        #expect(result.status == 0, "\(result.standardError)\n\(result.standardOutput)")
        #expect(result.standardOutput.contains("submitted 3 shards (job 4242)"), "\(result.standardOutput)")
        let submitted = try String(contentsOf: tools.file("sbatch.log"), encoding: .utf8)
        #expect(submitted.contains("--array=0-2") && submitted.contains("--dependency=afterok:4242"), "\(submitted)")
        // The shards filled the cache between them: the assemble step, the last to report, made and inspected
        // nothing, and wrote outputs/ as a plain build does.
        let summaries = result.standardError.split(separator: "\n").filter { $0.hasPrefix("cache: ") }
        #expect(summaries.count == 4, "\(result.standardError)")
        #expect(summaries.last?.contains(", 0 stored; media files: 0 inspected here") == true, "\(summaries)")
        #expect(!(try FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent("ac").path)).isEmpty)
        let plain = try TestProject()
        #expect(try WordpackBinary.run(["build", "--quiet"], in: plain.root).status == 0)
        #expect(try IncrementalBuildTests.snapshot(project) == (try IncrementalBuildTests.snapshot(plain)))
        // Each shard worked on a copy in the scratch space and removed it.
        let left = try FileManager.default.contentsOfDirectory(atPath: tools.url.path).filter { $0.hasPrefix("wordpack-") }
        #expect(left.isEmpty, "\(left)")
    }

    @Test func theGitHubWorkflowsMatrixAndJobsAgree() throws {
        let workflow = Fixtures.repository.appendingPathComponent("docs/ci/github-actions.yml")
        let check = #"""
            import sys, yaml
            flow = yaml.safe_load(open(sys.argv[1]))
            shards = int(flow["env"]["SHARDS"])
            shard, assemble = flow["jobs"]["shard"], flow["jobs"]["assemble"]
            problems = []
            if shard["strategy"]["matrix"]["shard"] != list(range(shards)):
                problems.append("the matrix is not 0..SHARDS-1")
            if shard["strategy"].get("fail-fast", True):
                problems.append("a failed shard cancels the others")
            runs = [step.get("run", "") for step in shard["steps"]]
            if not any("--shard ${{ matrix.shard }}/${{ env.SHARDS }}" in run for run in runs):
                problems.append("no step runs the matrix's shard")
            if assemble.get("needs") != "shard":
                problems.append("the assemble job does not wait for the shards")
            runs = [step.get("run", "") for step in assemble["steps"]]
            if not any(run.strip() == ".build/release/wordpack build" for run in runs):
                problems.append("the assemble job does not build")
            if not any("wordpack publish --to" in run for run in runs):
                problems.append("the assemble job does not publish")
            for name in ("WORDPACK_CACHE", "WORDPACK_CACHE_TOKEN"):
                if "secrets." + name not in flow["env"].get(name, ""):
                    problems.append(name + " is not taken from the secrets")
            print("; ".join(problems) or "ok")
            """#
        let result = try ProcessRunner.run(
            URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", check, workflow.path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines) == "ok", "\(result.standardOutput)")
    }
}
