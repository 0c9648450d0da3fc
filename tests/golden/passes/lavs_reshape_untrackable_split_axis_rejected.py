# ptoc: opt --backend 950 --passes=lower_auto_vector_split
# tests/ut/ir/transforms/test_lower_auto_vector_split.py::test_reshape_untrackable_split_axis_rejected: its Before, which the reference rejects
@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, attrs={"split": pl.SplitMode.UP_DOWN})
    def split_auto(
        cube_seed: pl.Tile[[128, 128], pl.FP32, pl.Mem.Mat],
        data: pl.Tensor[[6, 4], pl.FP32],
        out_0: pl.Out[pl.Tensor[[3, 8], pl.FP32]],
    ) -> pl.Tensor[[3, 8], pl.FP32]:
        seed_vec = pl.tile.move(cube_seed, target_memory=pl.Mem.Vec)  # noqa: F841
        prev = pl.tile.load(data, [0, 0], [6, 4], target_memory=pl.Mem.Vec)
        flat = pl.tile.reshape(prev, [3, 8])
        out_store = pl.tile.store(flat, [0, 0], out_0)
        return out_store
