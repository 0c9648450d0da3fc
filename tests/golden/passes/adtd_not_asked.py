# ptoc: opt --passes=derive_call_directions,auto_derive_task_dependencies
# without --analyze-auto-scopes the pass changes nothing
@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def fill(self, out: pl.Out[pl.Tensor[[64], pl.FP32]]) -> pl.Tensor[[64], pl.FP32]:
        return out

    @pl.function(type=pl.FunctionType.InCore)
    def consume(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        return x

    @pl.function(type=pl.FunctionType.Orchestration, auto_scope=False)
    def main(self, scratch: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.scope(mode=pl.ScopeMode.AUTO):
            produced, producer_tid = pl.submit(self.fill, scratch)
            out, _ = pl.submit(self.consume, produced)
        return out
