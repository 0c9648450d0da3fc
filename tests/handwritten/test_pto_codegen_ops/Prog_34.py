# tests/ut/codegen/test_pto_codegen_ops.py::TestTileCommTestPtoCodegen::test_tile_comm_test_eq_codegen (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel_test_eq(
        self,
        signal: pl.Tensor[[1], pl.INT32],
    ) -> pl.Tensor[[1], pl.INT32]:
        ok = pl.tile.comm_test(signal, 1, cmp="eq")  # noqa: F841
        return signal
