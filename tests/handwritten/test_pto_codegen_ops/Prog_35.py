# tests/ut/codegen/test_pto_codegen_ops.py::TestTileCommTestPtoCodegen::test_tile_comm_test_rejects_non_int32_signal (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel_test_bad_dtype(
        self,
        signal: pl.Tensor[[1], pl.FP32],
    ) -> pl.Tensor[[1], pl.FP32]:
        ok = pl.tile.comm_test(signal, 1, cmp="eq")  # noqa: F841
        return signal
