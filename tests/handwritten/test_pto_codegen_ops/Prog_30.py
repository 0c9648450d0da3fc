# tests/ut/codegen/test_pto_codegen_ops.py::TestTileCommNotifyPtoCodegen::test_tile_comm_notify_atomic_add_codegen (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel_notify_atomic(
        self,
        signal: pl.Tensor[[1], pl.INT32],
    ) -> pl.Tensor[[1], pl.INT32]:
        pl.tile.comm_notify(signal, 1, op="atomic_add")
        return signal
