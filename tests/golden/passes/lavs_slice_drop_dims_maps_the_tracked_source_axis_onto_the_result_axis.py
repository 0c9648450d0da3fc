# ptoc: opt --backend 950 --passes=lower_auto_vector_split --expect {dir}/lavs_slice_drop_dims_maps_the_tracked_source_axis_onto_the_result_axis.expected.py
# tests/ut/ir/transforms/test_lower_auto_vector_split.py::test_slice_drop_dims_maps_the_tracked_source_axis_onto_the_result_axis: its Before, whose lowering is compared with its Expected (lavs_slice_drop_dims_maps_the_tracked_source_axis_onto_the_result_axis.expected.py)
@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, attrs={"split": pl.SplitMode.UP_DOWN})
    def split_auto(
        cube_seed: pl.Tile[[16, 4], pl.FP32, pl.Mem.Mat],
        data: pl.Tensor[[16, 4], pl.FP32],
        out_0: pl.Out[pl.Tensor[[1, 16], pl.FP32]],
    ) -> pl.Tensor[[1, 16], pl.FP32]:
        seed_vec = pl.tile.move(cube_seed, target_memory=pl.Mem.Vec)  # noqa: F841
        v = pl.tile.load(data, [0, 0], [16, 4], target_memory=pl.Mem.Vec)
        sl = pl.tile.slice(v, [16, 1], [0, 0], drop_dims=[1])
        out_store = pl.tile.store(sl, [0, 0], out_0)
        return out_store
