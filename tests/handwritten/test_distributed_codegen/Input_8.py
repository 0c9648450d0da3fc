# tests/ut/codegen/test_distributed_codegen.py::TestDistributedCodegen::test_bool_constants (hand-written)
import pypto.language as pl


@pl.program
class Input:
    @pl.function(level=pl.Level.HOST, role=pl.Role.SubWorker)
    def worker(x: pl.Tensor[[64], pl.FP32]):
        pass
