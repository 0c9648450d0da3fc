# tests/ut/codegen/test_pto_codegen.py::test_pto_codegen_spmd_subblock_param_appended_with_named_ssa (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class SubblockCodegenProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def subblock_func(
        self,
        a: pl.Tensor[[32, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 16], pl.FP32]],
    ) -> pl.Tensor[[32, 16], pl.FP32]:
        lane = pl.tile.get_subblock_idx()
        offset = lane * 16
        tile_a = pl.load(a, [offset, 0], [16, 16])
        out = pl.store(tile_a, [offset, 0], out)
        return out
