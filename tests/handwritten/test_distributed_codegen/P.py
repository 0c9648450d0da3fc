# tests/ut/codegen/test_distributed_codegen.py::TestSubWorkerSourceGeneration::test_sub_worker_source_param_names_match_signature (hand-written)
import pypto.language as pl


@pl.program
class P:
    @pl.function(level=pl.Level.HOST, role=pl.Role.SubWorker)
    def verify(f: pl.Tensor[[64], pl.FP32]):
        assert f is not None
