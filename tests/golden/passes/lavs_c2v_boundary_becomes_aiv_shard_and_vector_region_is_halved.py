# ptoc: opt --backend 950 --passes=lower_auto_vector_split --expect {dir}/lavs_c2v_boundary_becomes_aiv_shard_and_vector_region_is_halved.expected.py
# tests/ut/ir/transforms/test_lower_auto_vector_split.py::test_c2v_boundary_becomes_aiv_shard_and_vector_region_is_halved: its Before, whose lowering is compared with its Expected (lavs_c2v_boundary_becomes_aiv_shard_and_vector_region_is_halved.expected.py)
@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, attrs={"split": pl.SplitMode.UP_DOWN})
    def split_auto(
        qk: pl.Tile[[128, 128], pl.FP32, pl.Mem.Mat],
        out_0: pl.Out[pl.Tensor[[128, 128], pl.FP32]],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        popped = pl.tile.move(qk, target_memory=pl.Mem.Vec)
        y = pl.tile.add(popped, popped)
        out_store = pl.tile.store(y, [0, 0], out_0)
        return out_store
