# ptoc: opt --backend 950 --passes=lower_auto_vector_split
# tests/ut/ir/transforms/test_lower_auto_vector_split.py::test_shape_matched_scratch_is_not_exempt_at_full_width: its Before, which the reference rejects
@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, attrs={"split": pl.SplitMode.UP_DOWN})
    def split_auto(
        x: pl.Tensor[[256, 128], pl.FP32],
        tmp: pl.Tile[[256, 128], pl.FP32, pl.Mem.Vec],
        rhs: pl.Tile[[128, 128], pl.FP32, pl.Mem.Right],
        out_0: pl.Out[pl.Tensor[[256, 1], pl.INT32]],
    ) -> pl.Tensor[[256, 1], pl.INT32]:
        v = pl.tile.load(x, [0, 0], [256, 128], target_memory=pl.Mem.Vec)
        picked = pl.tile.row_argmax(v, tmp)
        seed = pl.tile.move(rhs, target_memory=pl.Mem.Mat)  # noqa: F841
        out_store = pl.tile.store(picked, [0, 0], out_0)
        return out_store
