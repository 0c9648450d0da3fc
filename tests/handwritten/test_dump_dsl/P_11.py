# tests/ut/language/parser/test_dump_dsl.py::_cluster_dumps_with_name_hint (hand-written)
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(
        self,
        a: pl.Tensor[[64, 64], pl.FP32],
        b: pl.Tensor[[64, 64], pl.FP32],
        d: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        with pl.cluster(name_hint="grp", dumps=[a]):
            with pl.at(level=pl.Level.CORE_GROUP):
                mm = pl.matmul(a, b, out_dtype=pl.FP32)
                d = pl.add(mm, b)
        return d
