# tests/ut/codegen/test_distributed_codegen.py::TestSubWorkerSourceGeneration::test_sub_worker_source_imports_torch (hand-written)
import pypto.language as pl


@pl.program
class P:
    @pl.function(level=pl.Level.HOST, role=pl.Role.SubWorker)
    def worker(x: pl.Tensor[[64], pl.FP32]):
        pass
