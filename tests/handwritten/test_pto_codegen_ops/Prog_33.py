# tests/ut/codegen/test_pto_codegen_ops.py::TestTileCommWaitPtoCodegen::test_tile_comm_wait_rejects_non_int32_signal (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel_wait_bad_dtype(
        self,
        signal: pl.Tensor[[1], pl.FP32],
    ) -> pl.Tensor[[1], pl.FP32]:
        pl.tile.comm_wait(signal, 1, cmp="ge")
        return signal
