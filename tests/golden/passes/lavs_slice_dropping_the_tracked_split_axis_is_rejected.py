# ptoc: opt --backend 950 --passes=lower_auto_vector_split
# tests/ut/ir/transforms/test_lower_auto_vector_split.py::test_slice_dropping_the_tracked_split_axis_is_rejected: its Before, which the reference rejects
@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, attrs={"split": pl.SplitMode.UP_DOWN})
    def split_auto(
        cube_seed: pl.Tile[[16, 4], pl.FP32, pl.Mem.Mat],
        data: pl.Tensor[[16, 4], pl.FP32],
        out_0: pl.Out[pl.Tensor[[1, 4], pl.FP32]],
    ) -> pl.Tensor[[1, 4], pl.FP32]:
        seed_vec = pl.tile.move(cube_seed, target_memory=pl.Mem.Vec)  # noqa: F841
        v = pl.tile.load(data, [0, 0], [16, 4], target_memory=pl.Mem.Vec)
        sl = pl.tile.slice(v, [1, 4], [0, 0], drop_dims=[0])
        out_store = pl.tile.store(sl, [0, 0], out_0)
        return out_store
