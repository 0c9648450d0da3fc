# ptoc: opt --backend 950 --passes=lower_auto_vector_split
# tests/ut/ir/transforms/test_lower_auto_vector_split.py::test_slice_drop_dims_maps_the_result_axis_back_to_the_source_axis,
# in rank 2: the test's rank-3 source does not meet the pass's TileOps2D requirement (the reference
# test runs the pass with verification off).  The source stays whole (extent 1 on the LEFT_RIGHT
# axis), drop_dims=[1] pads the result back to [1, 256], so the result's split axis 1 is the
# source's axis 0: the window halves there and the lane's offset lands there ([128, 1] at
# [0 + subblock_idx * 128, 0]), as the test's [1, 128, 128] at [0, 0 + subblock_idx * 128, 0].
@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, attrs={"split": pl.SplitMode.LEFT_RIGHT})
    def split_auto(
        cube_seed: pl.Tile[[128, 128], pl.FP32, pl.Mem.Mat],
        data: pl.Tensor[[256, 1], pl.FP32],
        out_0: pl.Out[pl.Tensor[[1, 256], pl.FP32]],
    ) -> pl.Tensor[[1, 256], pl.FP32]:
        seed_vec = pl.tile.move(cube_seed, target_memory=pl.Mem.Vec)  # noqa: F841
        v = pl.tile.load(data, [0, 0], [256, 1], target_memory=pl.Mem.Vec)
        sl = pl.tile.slice(v, [256, 1], [0, 0], drop_dims=[1])
        out_store = pl.tile.store(sl, [0, 0], out_0)
        return out_store
