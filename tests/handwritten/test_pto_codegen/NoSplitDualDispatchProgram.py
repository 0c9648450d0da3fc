# tests/ut/codegen/test_pto_codegen.py::TestGenerateKernelWrapper::test_no_split_dual_dispatch_wrapper_uses_runtime_subblock_bridge_on_a2a3 (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class NoSplitDualDispatchProgram:
    @pl.function(type=pl.FunctionType.AIV, attrs={"dual_aiv_dispatch": True})
    def nosplit_vec(
        self,
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        pl.tile.get_subblock_idx()
        zero_tile: pl.Tile[[16, 16], pl.FP32] = pl.tile.full([16, 16], dtype=pl.FP32, value=0.0)
        updated: pl.Tensor[[16, 16], pl.FP32] = pl.store(zero_tile, [0, 0], out)
        return updated
