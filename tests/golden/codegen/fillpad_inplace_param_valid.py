# ptoc: compile --backend 910B
# The reference's test_ptoas_planner_views InplaceFillPadProgram: a tile whose
# TileView valid shape names the kernel's scalar parameters (renamed by ConvertToSSA
# with them), then tile.fillpad_inplace; its .pto as the reference emits it.
import pypto.language as pl

@pl.program
class InplaceFillPadProgram:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 16], pl.FP32], valid_rows: pl.Scalar[pl.INDEX], valid_cols: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        src: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[valid_rows, valid_cols])] = pl.tile.load(x, [0, 0], [16, 16], [valid_rows, valid_cols], target_memory=pl.Mem.Vec)
        padded: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad_inplace(src, pad_value=pl.PadValue.zero)
        return pl.tile.store(padded, [0, 0], out)