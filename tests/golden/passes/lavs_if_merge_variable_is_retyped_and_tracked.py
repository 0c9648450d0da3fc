# ptoc: opt --backend 950 --passes=lower_auto_vector_split
# tests/ut/ir/transforms/test_lower_auto_vector_split.py::test_if_merge_variable_is_retyped_and_tracked: its Before; the reference test checks lines of the lowered program, which this output holds
@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, attrs={"split": pl.SplitMode.UP_DOWN})
    def split_auto(
        cube_seed: pl.Tile[[128, 128], pl.FP32, pl.Mem.Mat],
        data: pl.Tensor[[128, 128], pl.FP32],
        flag: pl.Scalar[pl.INT64],
        out_0: pl.Out[pl.Tensor[[128, 128], pl.FP32]],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        seed_vec = pl.tile.move(cube_seed, target_memory=pl.Mem.Vec)  # noqa: F841
        v = pl.tile.load(data, [0, 0], [128, 128], target_memory=pl.Mem.Vec)
        if flag > 0:
            doubled = pl.tile.add(v, v)
            merged: pl.Tile[[128, 128], pl.FP32, pl.Mem.Vec] = pl.yield_(doubled)
        else:
            merged: pl.Tile[[128, 128], pl.FP32, pl.Mem.Vec] = pl.yield_(v)
        out_store = pl.tile.store(merged, [0, 0], out_0)
        return out_store
