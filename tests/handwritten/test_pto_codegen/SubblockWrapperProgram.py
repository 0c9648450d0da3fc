# tests/ut/codegen/test_pto_codegen.py::TestGenerateKernelWrapper::test_subblock_wrapper_reads_runtime_lane_and_appends_subblock_arg (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class SubblockWrapperProgram:
    @pl.function(type=pl.FunctionType.AIV, attrs={"dual_aiv_dispatch": True})
    def subblock_vec(
        self,
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        pl.tile.get_subblock_idx()
        zero_tile: pl.Tile[[16, 16], pl.FP32] = pl.tile.full([16, 16], dtype=pl.FP32, value=0.0)
        updated: pl.Tensor[[16, 16], pl.FP32] = pl.store(zero_tile, [0, 0], out)
        return updated
