# ptoc: opt --backend 950 --passes=convert_to_ssa,lower_auto_vector_split
# tests/ut/ir/transforms/test_lower_auto_vector_split.py::test_scope_nested_region_guards_not_bypassed: its program, which the reference rejects (ConvertToSSA first: the region rebinds an Out tensor)
@pl.program
class NestedMixed:
    @pl.function(type=pl.FunctionType.InCore)
    def f(
        self,
        a_left: pl.Tile[[128, 128], pl.FP32, pl.MemorySpace.Left],
        b_right: pl.Tile[[128, 128], pl.FP32, pl.MemorySpace.Right],
        data: pl.Tensor[[128, 128], pl.FP32],
        out_0: pl.Out[pl.Tensor[[128, 128], pl.FP32]],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            qk = pl.matmul(a_left, b_right)
            for _ in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
                _qk_h = pl.aiv_shard(qk)  # explicit boundary
                t = pl.load(data, [0, 0], [128, 128], target_memory=pl.MemorySpace.Vec)  # full width
                out_0 = pl.tile.store(t, [0, 0], out_0)
        return out_0
