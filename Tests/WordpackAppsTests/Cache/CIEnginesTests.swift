import Foundation
import Testing
import WordpackAppsTestSupport
import WordpackPipeline
import WordpackTestSupport

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

    /// Runs docs/ci/slurm.sh in `project` with the stand-in `sbatch`, the cache folder `cache` and `environment`.
    static func runSlurm(_ project: TestProject, tools: TemporaryFolder, cache: URL, _ environment: [String: String])
        throws -> ProcessRunner.Result
    {
        _ = try tools.write("bin/sbatch", Self.sbatch)
        chmod(tools.file("bin/sbatch").path, 0o755)
        let script = Fixtures.repository.appendingPathComponent("docs/ci/slurm.sh")
        let base = [
            "PATH": tools.file("bin").path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
            "SHARDS": "3", "WORDPACK": WordpackBinary.url.path, "WORDPACK_CACHE": cache.path,
            "TMPDIR": tools.url.path, "SBATCH_LOG": tools.file("sbatch.log").path,
            "WORDPACK_CACHE_SIGNING_KEY": "", "WORDPACK_CACHE_TRUSTED_KEYS": "", "WORDPACK_CACHE_READ_ONLY": "",
        ]
        return try ProcessRunner.run(
            URL(fileURLWithPath: "/bin/bash"), [script.path], in: project.root,
            environment: base.merging(environment) { $1 }, timeout: 600)
    }

    @Test func theSlurmScriptsShardsAndAssembleStepBuildWhatOneMachineBuilds() throws {
        let project = try TestProject()
        let tools = try TemporaryFolder()
        let cache = tools.file("cache")
        let keygen = try WordpackBinary.run(["cache", "keygen", "cluster", "--to", tools.url.path], in: tools.url)
        #expect(keygen.status == 0, "\(keygen.standardError)")
        let trusted = try String(contentsOf: tools.file("cluster.public"), encoding: .utf8)
        let result = try Self.runSlurm(
            project, tools: tools, cache: cache,
            [
                "WORDPACK_CACHE_SIGNING_KEY": tools.file("cluster.secret").path, "WORDPACK_CACHE_TRUSTED_KEYS": trusted,
            ])
        #expect(result.status == 0, "\(result.standardError)\n\(result.standardOutput)")
        #expect(result.standardOutput.contains("submitted 3 shards (job 4242)"), "\(result.standardOutput)")
        let submitted = try String(contentsOf: tools.file("sbatch.log"), encoding: .utf8)
        #expect(submitted.contains("--array=0-2") && submitted.contains("--dependency=afterok:4242"), "\(submitted)")
        #expect(submitted.contains("--audit 2"), "\(submitted)")
        // The shards filled the cache between them, signed: the assemble step, the last to report, trusting only
        // the cluster's key, made and inspected nothing, and wrote outputs/ as a plain build does.
        let summaries = result.standardError.split(separator: "\n").filter { $0.hasPrefix("cache: ") }
        #expect(summaries.count == 4, "\(result.standardError)")
        #expect(summaries.last?.contains(", 0 stored; media files: 0 inspected here") == true, "\(summaries)")
        #expect(!result.standardError.contains("no trusted key signed"), "\(result.standardError)")
        #expect(result.standardError.contains("audit: "), "\(result.standardError)")
        #expect(!(try FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent("ac").path)).isEmpty)
        let plain = try TestProject()
        #expect(try WordpackBinary.run(["build", "--quiet"], in: plain.root).status == 0)
        #expect(try ProjectBuilds.snapshot(project) == (try ProjectBuilds.snapshot(plain)))
        // Each shard worked on a copy in the scratch space and removed it.
        let left = try FileManager.default.contentsOfDirectory(atPath: tools.url.path).filter {
            $0.hasPrefix("wordpack-")
        }
        #expect(left.isEmpty, "\(left)")
    }

    /// Without a signing key the script submits one build that reads the cache and leaves its bytes as they were.
    @Test func withoutASigningKeyTheSlurmScriptBuildsOnceAndStoresNothing() throws {
        let tools = try TemporaryFolder()
        let cache = tools.file("cache")
        let filler = try TestProject()
        // The cache lacks what a Spanish “gato” makes, which the build below then makes and does not store.
        try filler.write(
            "inputs/languages/es/words.csv",
            "list,key,word\nAnimals,ant,hormiga\nAnimals,bat,murciélago\nAnimals,cat,gata\nFood,egg,huevo\nFood,fig,higo\n"
        )
        #expect(try WordpackBinary.run(["build", "--quiet", "--cache", cache.path], in: filler.root).status == 0)
        let before = try FolderContents.files(in: cache)
        let project = try TestProject()
        let result = try Self.runSlurm(project, tools: tools, cache: cache, [:])
        #expect(result.status == 0, "\(result.standardError)\n\(result.standardOutput)")
        #expect(result.standardOutput.contains("submitted one read-only build"), "\(result.standardOutput)")
        let submitted = try String(contentsOf: tools.file("sbatch.log"), encoding: .utf8)
        #expect(submitted.split(separator: "\n").count == 1 && submitted.contains("--cache-read-only"), "\(submitted)")
        // It took what the cache had, made the rest (the lists' plists and Olé's words) and stored none of it.
        #expect(!result.standardError.contains("cache: 0 outputs taken"), "\(result.standardError)")
        #expect(result.standardError.contains(" outputs taken from \(cache.path), 0 stored"), "\(result.standardError)")
        #expect(try FolderContents.files(in: cache) == before)
        #expect(
            FileManager.default.fileExists(atPath: project.root.appendingPathComponent("outputs/manifest.json").path))
    }

    @Test func theGitHubWorkflowsMatrixAndJobsAgree() throws {
        let workflow = Fixtures.repository.appendingPathComponent("docs/ci/github-actions.yml")
        let check = #"""
            import sys, yaml
            flow = yaml.safe_load(open(sys.argv[1]))
            shards = int(flow["env"]["SHARDS"])
            jobs = flow["jobs"]
            shard, assemble, pull = jobs["shard"], jobs["assemble"], jobs["pull-request"]
            problems = []
            triggers = flow.get("on", flow.get(True, {}))
            if "pull_request" not in triggers:
                problems.append("pull requests are not built")
            # Only the main branch's jobs hold the writer's secrets: through an environment GitHub keeps to main.
            for name, job in (("shard", shard), ("assemble", assemble)):
                if job.get("environment") != "cache-writer":
                    problems.append(name + " does not run in the cache-writer environment")
                if job.get("if") != "github.event_name != 'pull_request'" and name == "shard":
                    problems.append("shard runs for pull requests")
                if "secrets.WORDPACK_CACHE_SIGNING_KEY" not in job.get("env", {}).get("WORDPACK_CACHE_SIGNING_KEY", ""):
                    problems.append(name + " does not sign")
            if pull.get("if") != "github.event_name == 'pull_request'":
                problems.append("the pull-request job runs for other events")
            if "environment" in pull or any("SIGNING" in key for key in pull.get("env", {})):
                problems.append("the pull-request job can sign")
            if pull.get("env", {}).get("WORDPACK_CACHE_READ_ONLY") != "1":
                problems.append("the pull-request job is not read-only")
            if "secrets.WORDPACK_CACHE_READ_TOKEN" not in pull.get("env", {}).get("WORDPACK_CACHE_TOKEN", ""):
                problems.append("the pull-request job holds a token that may write")
            if not any(step.get("run", "").strip() == ".build/release/wordpack build --cache-read-only"
                       for step in pull["steps"]):
                problems.append("the pull-request job does not build read-only")
            if "vars.WORDPACK_CACHE_TRUSTED_KEYS" not in flow["env"].get("WORDPACK_CACHE_TRUSTED_KEYS", ""):
                problems.append("the trusted keys are not taken from the repository's variables")
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
            if not any(run.strip() == ".build/release/wordpack build --audit 2" for run in runs):
                problems.append("the assemble job does not build with a 2% audit")
            if not any("wordpack publish --to" in run for run in runs):
                problems.append("the assemble job does not publish")
            if "secrets.WORDPACK_CACHE" not in flow["env"].get("WORDPACK_CACHE", ""):
                problems.append("WORDPACK_CACHE is not taken from the secrets")
            for name, job in (("shard", shard), ("assemble", assemble)):
                if "secrets.WORDPACK_CACHE_TOKEN" not in job.get("env", {}).get("WORDPACK_CACHE_TOKEN", ""):
                    problems.append(name + " does not take WORDPACK_CACHE_TOKEN from the secrets")
            print("; ".join(problems) or "ok")
            """#
        let result = try ProcessRunner.run(
            URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", check, workflow.path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines) == "ok", "\(result.standardOutput)")
    }
}
