# ptoc: opt --backend 950 --passes=lower_auto_vector_split
# tests/ut/ir/transforms/test_lower_auto_vector_split.py::test_sel_full_width_mask_is_rejected: its Before, which the reference rejects
@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, attrs={"split": pl.SplitMode.UP_DOWN})
    def split_auto(
        x: pl.Tensor[[256, 128], pl.FP32],
        mask: pl.Tile[[256, 128], pl.FP32, pl.Mem.Vec],
        tmp: pl.Tile[[1, 16], pl.UINT32, pl.Mem.Vec],
        rhs: pl.Tile[[128, 128], pl.FP32, pl.Mem.Right],
        out_0: pl.Out[pl.Tensor[[256, 128], pl.FP32]],
    ) -> pl.Tensor[[256, 128], pl.FP32]:
        v = pl.tile.load(x, [0, 0], [256, 128], target_memory=pl.Mem.Vec)
        w = pl.tile.load(x, [0, 0], [256, 128], target_memory=pl.Mem.Vec)
        picked = pl.tile.sel(mask, v, w, tmp)
        gathered_mat = pl.tile.move(picked, target_memory=pl.Mem.Mat)
        left = pl.tile.move(gathered_mat, target_memory=pl.Mem.Left)
        acc = pl.tile.matmul(left, rhs)
        out_store = pl.tile.store(acc, [0, 0], out_0)
        return out_store
