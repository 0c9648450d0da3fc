# ptoc: opt --analyze-auto-scopes --passes=derive_call_directions,auto_derive_task_dependencies,materialize_runtime_scopes
# a whole orchestration body whose every hazard is an edge becomes one MANUAL scope
@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def fill(self, out: pl.Out[pl.Tensor[[64], pl.FP32]]) -> pl.Tensor[[64], pl.FP32]:
        return out

    @pl.function(type=pl.FunctionType.InCore)
    def consume(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        return x

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, scratch: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        produced, producer_tid = pl.submit(self.fill, scratch)
        out, _ = pl.submit(self.consume, produced)
        return out
