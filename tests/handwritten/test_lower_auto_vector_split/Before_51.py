# tests/ut/ir/transforms/test_lower_auto_vector_split.py::test_slice_drop_dims_maps_the_result_axis_back_to_the_source_axis (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, attrs={"split": pl.SplitMode.UP_DOWN})
    def split_auto(
        cube_seed: pl.Tile[[128, 128], pl.FP32, pl.Mem.Mat],
        data: pl.Tensor[[1, 256, 128], pl.FP32],
        out_0: pl.Out[pl.Tensor[[256, 128], pl.FP32]],
    ) -> pl.Tensor[[256, 128], pl.FP32]:
        seed_vec = pl.tile.move(cube_seed, target_memory=pl.Mem.Vec)  # noqa: F841
        v = pl.tile.load(data, [0, 0, 0], [1, 256, 128], target_memory=pl.Mem.Vec)
        sl = pl.tile.slice(v, [1, 256, 128], [0, 0, 0], drop_dims=[0])
        out_store = pl.tile.store(sl, [0, 0], out_0)
        return out_store
