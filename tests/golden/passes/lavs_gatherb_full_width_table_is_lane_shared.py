# ptoc: opt --backend 950 --passes=lower_auto_vector_split
# tests/ut/ir/transforms/test_lower_auto_vector_split.py::test_gatherb_full_width_table_is_lane_shared: its Before; the reference test checks lines of the lowered program, which this output holds
@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, attrs={"split": pl.SplitMode.UP_DOWN})
    def split_auto(
        off_t: pl.Tensor[[256, 128], pl.UINT32],
        src: pl.Tile[[256, 128], pl.FP32, pl.Mem.Vec],
        rhs: pl.Tile[[128, 128], pl.FP32, pl.Mem.Right],
        out_0: pl.Out[pl.Tensor[[256, 1024], pl.FP32]],
    ) -> pl.Tensor[[256, 1024], pl.FP32]:
        offset = pl.tile.load(off_t, [0, 0], [256, 128], target_memory=pl.Mem.Vec)
        picked = pl.tile.gatherb(src, offset, output_dtype=pl.FP32)
        seed = pl.tile.move(rhs, target_memory=pl.Mem.Mat)  # noqa: F841
        out_store = pl.tile.store(picked, [0, 0], out_0)
        return out_store
