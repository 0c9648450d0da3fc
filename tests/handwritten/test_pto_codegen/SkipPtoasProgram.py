# tests/ut/codegen/test_pto_codegen.py::TestGenerateSkipPtoas::test_returns_pto_files (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class SkipPtoasProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def skip_test(
        self, a: pl.Tensor[[32, 32], pl.FP32], b: pl.Tensor[[32, 32], pl.FP32]
    ) -> pl.Tensor[[32, 32], pl.FP32]:
        tile = pl.load(a, offsets=[0, 0], shapes=[32, 32])
        out = pl.store(tile, offsets=[0, 0], output_tensor=b)
        return out
