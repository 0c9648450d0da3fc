# ptoc: compile --backend 910B --emit=orchestration
# The reference's parsing case of deps=[tids[n]] (tests/ut/language/parser/
# test_manual_scope_parsing.py): a deps= edge reading one slot of a task-id array fills
# that slot, guarded by is_valid(), into the consumer's deps array.
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def producer(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        return x

    @pl.function(type=pl.FunctionType.InCore)
    def consumer(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        return x

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.manual_scope():
            tids = pl.array.create(4, pl.TASK_ID)
            for n in pl.parallel(4):
                a, t = pl.submit(self.producer, x)
                tids[n] = t
            for n in pl.parallel(4):
                b, _ = pl.submit(self.consumer, x, deps=[tids[n]])
        return b
