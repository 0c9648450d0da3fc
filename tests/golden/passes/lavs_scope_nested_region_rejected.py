# ptoc: opt --backend 950 --passes=convert_to_ssa,lower_auto_vector_split
# tests/ut/ir/transforms/test_lower_auto_vector_split.py::test_scope_nested_region_rejected: its program, which the reference rejects (ConvertToSSA first: the region rebinds an Out tensor)
@pl.program
class Nested:
    @pl.function(type=pl.FunctionType.InCore)
    def f(
        self,
        a: pl.Tensor[[128, 128], pl.FP32],
        c: pl.Out[pl.Tensor[[128, 128], pl.FP32]],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        # Author-written scope. It must be explicit: the parser emits a
        # top-level region BARE inside an InCore function (so that printing
        # an outlined function and reparsing it rebuilds the same IR), so a
        # synthesized wrapper is no longer available to produce this shape.
        with pl.at(level=pl.Level.CORE_GROUP):
            for aiv_id in pl.split_aiv(2, mode=pl.SplitMode.NONE):
                base = aiv_id * 64
                c = pl.store(pl.exp(pl.load(a, [base, 0], [64, 128])), [base, 0], c)
        return c
