# ptoc: compile --backend 910B --emit=orchestration
# The reference's test_array_slot_task_id_usable_as_submit_dep (tests/ut/codegen/
# test_orchestration_codegen.py): prev = tids[0] snapshots an array slot of task ids in an
# AUTO scope; deps=[seed_tid, prev] fills both edges (prev guarded by is_valid()).
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k1(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        return x

    @pl.function(type=pl.FunctionType.InCore)
    def k2(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        return x

    @pl.function(type=pl.FunctionType.InCore)
    def k3(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        return x

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[64], pl.FP32],
        out: pl.Out[pl.Tensor[[64], pl.FP32]],
    ) -> pl.Tensor[[64], pl.FP32]:
        tids = pl.array.create(1, pl.TASK_ID)
        _seed, seed_tid = pl.submit(self.k1, x)
        _a, tid = pl.submit(self.k2, x)
        tids[0] = tid
        prev = tids[0]
        b, _ = pl.submit(self.k3, x, deps=[seed_tid, prev])
        return b
