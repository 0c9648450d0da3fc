# ptoc: opt --backend 950 --passes=lower_auto_vector_split
# tests/ut/ir/transforms/test_lower_auto_vector_split.py::test_if_branches_disagreeing_on_the_merge_are_rejected: its Before, which the reference rejects
@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, attrs={"split": pl.SplitMode.UP_DOWN})
    def split_auto(
        cube_seed: pl.Tile[[128, 128], pl.FP32, pl.Mem.Mat],
        data: pl.Tensor[[128, 128], pl.FP32],
        shared: pl.Tile[[128, 128], pl.FP32, pl.Mem.Vec],
        flag: pl.Scalar[pl.INT64],
        out_0: pl.Out[pl.Tensor[[128, 128], pl.FP32]],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        seed_vec = pl.tile.move(cube_seed, target_memory=pl.Mem.Vec)  # noqa: F841
        v = pl.tile.load(data, [0, 0], [128, 128], target_memory=pl.Mem.Vec)
        if flag > 0:
            merged: pl.Tile[[128, 128], pl.FP32, pl.Mem.Vec] = pl.yield_(v)
        else:
            merged: pl.Tile[[128, 128], pl.FP32, pl.Mem.Vec] = pl.yield_(shared)
        out_store = pl.tile.store(merged, [0, 0], out_0)
        return out_store
